/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["address.json"] = validate10;
const schema11 = {"$id":"address.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"address":{"type":"array","title":"Endereços","maxItems":10,"items":{"$ref":"#/$defs/address"}}},"$defs":{"address":{"type":"object","additionalProperties":false,"properties":{"street":{"type":"string","maxLength":200,"title":"Rua"},"number":{"type":"string","maxLength":20,"title":"Número"},"neighborhood":{"type":"string","maxLength":120,"title":"Bairro"},"city":{"type":"string","maxLength":120,"title":"Cidade"},"state":{"type":"string","maxLength":60,"title":"Estado"},"cep":{"type":"string","pattern":"^(\\d{5}-?\\d{3})?$","title":"CEP","examples":["50010-000"],"x-hint":"8 dígitos, como 50010-000"}}}}};
const schema12 = {"type":"object","additionalProperties":false,"properties":{"street":{"type":"string","maxLength":200,"title":"Rua"},"number":{"type":"string","maxLength":20,"title":"Número"},"neighborhood":{"type":"string","maxLength":120,"title":"Bairro"},"city":{"type":"string","maxLength":120,"title":"Cidade"},"state":{"type":"string","maxLength":60,"title":"Estado"},"cep":{"type":"string","pattern":"^(\\d{5}-?\\d{3})?$","title":"CEP","examples":["50010-000"],"x-hint":"8 dígitos, como 50010-000"}}};
const func2 = ucs2length;
const pattern0 = new RegExp("^(\\d{5}-?\\d{3})?$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="address.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "address")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.address !== undefined){
let data0 = data.address;
if(Array.isArray(data0)){
if(data0.length > 10){
const err1 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema11.properties.address,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!((((((key1 === "street") || (key1 === "number")) || (key1 === "neighborhood")) || (key1 === "city")) || (key1 === "state")) || (key1 === "cep"))){
const err2 = {instancePath:instancePath+"/address/" + i0,schemaPath:"#/$defs/address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data1.street !== undefined){
let data2 = data1.street;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err3 = {instancePath:instancePath+"/address/" + i0+"/street",schemaPath:"#/$defs/address/properties/street/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema12.properties.street,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/address/" + i0+"/street",schemaPath:"#/$defs/address/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.street.type,parentSchema:schema12.properties.street,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.number !== undefined){
let data3 = data1.number;
if(typeof data3 === "string"){
if(func2(data3) > 20){
const err5 = {instancePath:instancePath+"/address/" + i0+"/number",schemaPath:"#/$defs/address/properties/number/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema12.properties.number,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/address/" + i0+"/number",schemaPath:"#/$defs/address/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.number.type,parentSchema:schema12.properties.number,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.neighborhood !== undefined){
let data4 = data1.neighborhood;
if(typeof data4 === "string"){
if(func2(data4) > 120){
const err7 = {instancePath:instancePath+"/address/" + i0+"/neighborhood",schemaPath:"#/$defs/address/properties/neighborhood/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters",schema:120,parentSchema:schema12.properties.neighborhood,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/address/" + i0+"/neighborhood",schemaPath:"#/$defs/address/properties/neighborhood/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.neighborhood.type,parentSchema:schema12.properties.neighborhood,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.city !== undefined){
let data5 = data1.city;
if(typeof data5 === "string"){
if(func2(data5) > 120){
const err9 = {instancePath:instancePath+"/address/" + i0+"/city",schemaPath:"#/$defs/address/properties/city/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters",schema:120,parentSchema:schema12.properties.city,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/address/" + i0+"/city",schemaPath:"#/$defs/address/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.city.type,parentSchema:schema12.properties.city,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.state !== undefined){
let data6 = data1.state;
if(typeof data6 === "string"){
if(func2(data6) > 60){
const err11 = {instancePath:instancePath+"/address/" + i0+"/state",schemaPath:"#/$defs/address/properties/state/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters",schema:60,parentSchema:schema12.properties.state,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/address/" + i0+"/state",schemaPath:"#/$defs/address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.state.type,parentSchema:schema12.properties.state,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.cep !== undefined){
let data7 = data1.cep;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err13 = {instancePath:instancePath+"/address/" + i0+"/cep",schemaPath:"#/$defs/address/properties/cep/pattern",keyword:"pattern",params:{pattern: "^(\\d{5}-?\\d{3})?$"},message:"must match pattern \""+"^(\\d{5}-?\\d{3})?$"+"\"",schema:"^(\\d{5}-?\\d{3})?$",parentSchema:schema12.properties.cep,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/address/" + i0+"/cep",schemaPath:"#/$defs/address/properties/cep/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.cep.type,parentSchema:schema12.properties.cep,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/address/" + i0,schemaPath:"#/$defs/address/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.address.type,parentSchema:schema11.properties.address,data:data0};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export default exports

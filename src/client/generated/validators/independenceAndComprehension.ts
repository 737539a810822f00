/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["independenceAndComprehension.json"] = validate10;
const schema11 = {"$id":"independenceAndComprehension.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"startedEatingAloneAge":{"type":"string","maxLength":200,"title":"Com que idade começou a comer sozinho(a)"},"startedDressingAloneAge":{"type":"string","maxLength":200,"title":"Com que idade começou a se vestir sozinho(a)"},"startedBathingAloneAge":{"type":"string","maxLength":200,"title":"Com que idade começou a tomar banho sozinho(a)"},"startedIdentifyingObjectsAge":{"type":"string","maxLength":200,"title":"Com que idade começou a identificar objetos"},"observations":{"type":"string","maxLength":4000,"title":"Observações"}}};
const func2 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="independenceAndComprehension.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "startedEatingAloneAge") || (key0 === "startedDressingAloneAge")) || (key0 === "startedBathingAloneAge")) || (key0 === "startedIdentifyingObjectsAge")) || (key0 === "observations"))){
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
if(data.startedEatingAloneAge !== undefined){
let data0 = data.startedEatingAloneAge;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err1 = {instancePath:instancePath+"/startedEatingAloneAge",schemaPath:"#/properties/startedEatingAloneAge/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.startedEatingAloneAge,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/startedEatingAloneAge",schemaPath:"#/properties/startedEatingAloneAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.startedEatingAloneAge.type,parentSchema:schema11.properties.startedEatingAloneAge,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.startedDressingAloneAge !== undefined){
let data1 = data.startedDressingAloneAge;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/startedDressingAloneAge",schemaPath:"#/properties/startedDressingAloneAge/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.startedDressingAloneAge,data:data1};
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
const err4 = {instancePath:instancePath+"/startedDressingAloneAge",schemaPath:"#/properties/startedDressingAloneAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.startedDressingAloneAge.type,parentSchema:schema11.properties.startedDressingAloneAge,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.startedBathingAloneAge !== undefined){
let data2 = data.startedBathingAloneAge;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/startedBathingAloneAge",schemaPath:"#/properties/startedBathingAloneAge/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.startedBathingAloneAge,data:data2};
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
const err6 = {instancePath:instancePath+"/startedBathingAloneAge",schemaPath:"#/properties/startedBathingAloneAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.startedBathingAloneAge.type,parentSchema:schema11.properties.startedBathingAloneAge,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.startedIdentifyingObjectsAge !== undefined){
let data3 = data.startedIdentifyingObjectsAge;
if(typeof data3 === "string"){
if(func2(data3) > 200){
const err7 = {instancePath:instancePath+"/startedIdentifyingObjectsAge",schemaPath:"#/properties/startedIdentifyingObjectsAge/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.startedIdentifyingObjectsAge,data:data3};
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
const err8 = {instancePath:instancePath+"/startedIdentifyingObjectsAge",schemaPath:"#/properties/startedIdentifyingObjectsAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.startedIdentifyingObjectsAge.type,parentSchema:schema11.properties.startedIdentifyingObjectsAge,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.observations !== undefined){
let data4 = data.observations;
if(typeof data4 === "string"){
if(func2(data4) > 4000){
const err9 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.observations,data:data4};
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
const err10 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.observations.type,parentSchema:schema11.properties.observations,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export default exports

/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["gestation.json"] = validate10;
const schema11 = {"$id":"gestation.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"gestationDuration":{"type":"integer","minimum":20,"maximum":45,"title":"Tempo de gestação (semanas)","x-hint":"informe só o número de semanas, de 20 a 45, como 38"},"motherAge":{"type":"integer","minimum":10,"maximum":70,"title":"Idade da mãe na gravidez (anos)"},"prenatalTreatment":{"type":"boolean","title":"Fez acompanhamento pré-natal"},"pregnancyExperience":{"type":"string","maxLength":4000,"title":"Como a mãe viveu a gravidez"},"coupleRelationship":{"type":"string","maxLength":4000,"title":"Como estava a relação do casal durante a gravidez"},"maternalHealthConditions":{"type":"string","maxLength":4000,"title":"Condições de saúde da mãe durante a gravidez"},"hypotension":{"type":"boolean","title":"Teve pressão baixa (hipotensão) na gravidez"},"hypertension":{"type":"boolean","title":"Teve pressão alta (hipertensão) na gravidez"},"anemia":{"type":"boolean","title":"Teve anemia na gravidez"},"diseasesDuringPregnancy":{"type":"string","maxLength":4000,"title":"Doenças durante a gravidez"},"medicationsDuringPregnancy":{"type":"string","maxLength":4000,"title":"Medicamentos tomados durante a gravidez"},"accidents":{"type":"string","maxLength":4000,"title":"Acidentes, quedas ou sustos durante a gravidez"},"deliveryDuration":{"type":"string","maxLength":200,"title":"Duração do trabalho de parto"},"anesthesia":{"type":"boolean","title":"A mãe recebeu anestesia no parto"},"normalDelivery":{"type":"boolean","title":"O parto foi normal"},"forcepsDelivery":{"type":"boolean","title":"Foi usado fórceps no parto"},"cesareanDelivery":{"type":"boolean","title":"O parto foi cesárea"},"birthWeight":{"type":"integer","minimum":300,"maximum":7000,"title":"Peso ao nascer (gramas)"},"birthHeight":{"type":"integer","minimum":20,"maximum":70,"title":"Comprimento ao nascer (cm)"},"cried":{"type":"boolean","title":"Chorou ao nascer"},"cyanosis":{"type":"boolean","title":"Teve cianose ao nascer (ficou roxinho)"},"postpartumExperience":{"type":"string","maxLength":4000,"title":"Como foi o pós-parto para a mãe"},"motherBabyHealthPostpartum":{"type":"string","maxLength":4000,"title":"Saúde da mãe e do bebê logo após o parto"},"postpartumDepression":{"type":"string","maxLength":4000,"title":"Depressão pós-parto","description":"Se a mãe teve sinais de depressão pós-parto, como foi e se teve acompanhamento."},"firstDaysAtHome":{"type":"string","maxLength":4000,"title":"Como foram os primeiros dias do bebê em casa"},"observations":{"type":"string","maxLength":4000,"title":"Observações"}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="gestation.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
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
if(data.gestationDuration !== undefined){
let data0 = data.gestationDuration;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/gestationDuration",schemaPath:"#/properties/gestationDuration/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.gestationDuration.type,parentSchema:schema11.properties.gestationDuration,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 45 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/gestationDuration",schemaPath:"#/properties/gestationDuration/maximum",keyword:"maximum",params:{comparison: "<=", limit: 45},message:"must be <= 45",schema:45,parentSchema:schema11.properties.gestationDuration,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 20 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/gestationDuration",schemaPath:"#/properties/gestationDuration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 20},message:"must be >= 20",schema:20,parentSchema:schema11.properties.gestationDuration,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.motherAge !== undefined){
let data1 = data.motherAge;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/motherAge",schemaPath:"#/properties/motherAge/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.motherAge.type,parentSchema:schema11.properties.motherAge,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 70 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/motherAge",schemaPath:"#/properties/motherAge/maximum",keyword:"maximum",params:{comparison: "<=", limit: 70},message:"must be <= 70",schema:70,parentSchema:schema11.properties.motherAge,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 10 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/motherAge",schemaPath:"#/properties/motherAge/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10",schema:10,parentSchema:schema11.properties.motherAge,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.prenatalTreatment !== undefined){
let data2 = data.prenatalTreatment;
if(typeof data2 !== "boolean"){
const err7 = {instancePath:instancePath+"/prenatalTreatment",schemaPath:"#/properties/prenatalTreatment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.prenatalTreatment.type,parentSchema:schema11.properties.prenatalTreatment,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.pregnancyExperience !== undefined){
let data3 = data.pregnancyExperience;
if(typeof data3 === "string"){
if(func3(data3) > 4000){
const err8 = {instancePath:instancePath+"/pregnancyExperience",schemaPath:"#/properties/pregnancyExperience/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.pregnancyExperience,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/pregnancyExperience",schemaPath:"#/properties/pregnancyExperience/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.pregnancyExperience.type,parentSchema:schema11.properties.pregnancyExperience,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.coupleRelationship !== undefined){
let data4 = data.coupleRelationship;
if(typeof data4 === "string"){
if(func3(data4) > 4000){
const err10 = {instancePath:instancePath+"/coupleRelationship",schemaPath:"#/properties/coupleRelationship/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.coupleRelationship,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/coupleRelationship",schemaPath:"#/properties/coupleRelationship/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.coupleRelationship.type,parentSchema:schema11.properties.coupleRelationship,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.maternalHealthConditions !== undefined){
let data5 = data.maternalHealthConditions;
if(typeof data5 === "string"){
if(func3(data5) > 4000){
const err12 = {instancePath:instancePath+"/maternalHealthConditions",schemaPath:"#/properties/maternalHealthConditions/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.maternalHealthConditions,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/maternalHealthConditions",schemaPath:"#/properties/maternalHealthConditions/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.maternalHealthConditions.type,parentSchema:schema11.properties.maternalHealthConditions,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.hypotension !== undefined){
let data6 = data.hypotension;
if(typeof data6 !== "boolean"){
const err14 = {instancePath:instancePath+"/hypotension",schemaPath:"#/properties/hypotension/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hypotension.type,parentSchema:schema11.properties.hypotension,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.hypertension !== undefined){
let data7 = data.hypertension;
if(typeof data7 !== "boolean"){
const err15 = {instancePath:instancePath+"/hypertension",schemaPath:"#/properties/hypertension/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hypertension.type,parentSchema:schema11.properties.hypertension,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.anemia !== undefined){
let data8 = data.anemia;
if(typeof data8 !== "boolean"){
const err16 = {instancePath:instancePath+"/anemia",schemaPath:"#/properties/anemia/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.anemia.type,parentSchema:schema11.properties.anemia,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.diseasesDuringPregnancy !== undefined){
let data9 = data.diseasesDuringPregnancy;
if(typeof data9 === "string"){
if(func3(data9) > 4000){
const err17 = {instancePath:instancePath+"/diseasesDuringPregnancy",schemaPath:"#/properties/diseasesDuringPregnancy/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.diseasesDuringPregnancy,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/diseasesDuringPregnancy",schemaPath:"#/properties/diseasesDuringPregnancy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.diseasesDuringPregnancy.type,parentSchema:schema11.properties.diseasesDuringPregnancy,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.medicationsDuringPregnancy !== undefined){
let data10 = data.medicationsDuringPregnancy;
if(typeof data10 === "string"){
if(func3(data10) > 4000){
const err19 = {instancePath:instancePath+"/medicationsDuringPregnancy",schemaPath:"#/properties/medicationsDuringPregnancy/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.medicationsDuringPregnancy,data:data10};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/medicationsDuringPregnancy",schemaPath:"#/properties/medicationsDuringPregnancy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.medicationsDuringPregnancy.type,parentSchema:schema11.properties.medicationsDuringPregnancy,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.accidents !== undefined){
let data11 = data.accidents;
if(typeof data11 === "string"){
if(func3(data11) > 4000){
const err21 = {instancePath:instancePath+"/accidents",schemaPath:"#/properties/accidents/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.accidents,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/accidents",schemaPath:"#/properties/accidents/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.accidents.type,parentSchema:schema11.properties.accidents,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.deliveryDuration !== undefined){
let data12 = data.deliveryDuration;
if(typeof data12 === "string"){
if(func3(data12) > 200){
const err23 = {instancePath:instancePath+"/deliveryDuration",schemaPath:"#/properties/deliveryDuration/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.deliveryDuration,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/deliveryDuration",schemaPath:"#/properties/deliveryDuration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.deliveryDuration.type,parentSchema:schema11.properties.deliveryDuration,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.anesthesia !== undefined){
let data13 = data.anesthesia;
if(typeof data13 !== "boolean"){
const err25 = {instancePath:instancePath+"/anesthesia",schemaPath:"#/properties/anesthesia/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.anesthesia.type,parentSchema:schema11.properties.anesthesia,data:data13};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.normalDelivery !== undefined){
let data14 = data.normalDelivery;
if(typeof data14 !== "boolean"){
const err26 = {instancePath:instancePath+"/normalDelivery",schemaPath:"#/properties/normalDelivery/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.normalDelivery.type,parentSchema:schema11.properties.normalDelivery,data:data14};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.forcepsDelivery !== undefined){
let data15 = data.forcepsDelivery;
if(typeof data15 !== "boolean"){
const err27 = {instancePath:instancePath+"/forcepsDelivery",schemaPath:"#/properties/forcepsDelivery/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.forcepsDelivery.type,parentSchema:schema11.properties.forcepsDelivery,data:data15};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.cesareanDelivery !== undefined){
let data16 = data.cesareanDelivery;
if(typeof data16 !== "boolean"){
const err28 = {instancePath:instancePath+"/cesareanDelivery",schemaPath:"#/properties/cesareanDelivery/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.cesareanDelivery.type,parentSchema:schema11.properties.cesareanDelivery,data:data16};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.birthWeight !== undefined){
let data17 = data.birthWeight;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err29 = {instancePath:instancePath+"/birthWeight",schemaPath:"#/properties/birthWeight/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.birthWeight.type,parentSchema:schema11.properties.birthWeight,data:data17};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 7000 || isNaN(data17)){
const err30 = {instancePath:instancePath+"/birthWeight",schemaPath:"#/properties/birthWeight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7000},message:"must be <= 7000",schema:7000,parentSchema:schema11.properties.birthWeight,data:data17};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data17 < 300 || isNaN(data17)){
const err31 = {instancePath:instancePath+"/birthWeight",schemaPath:"#/properties/birthWeight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300",schema:300,parentSchema:schema11.properties.birthWeight,data:data17};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data.birthHeight !== undefined){
let data18 = data.birthHeight;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err32 = {instancePath:instancePath+"/birthHeight",schemaPath:"#/properties/birthHeight/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.birthHeight.type,parentSchema:schema11.properties.birthHeight,data:data18};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data18 == "number"){
if(data18 > 70 || isNaN(data18)){
const err33 = {instancePath:instancePath+"/birthHeight",schemaPath:"#/properties/birthHeight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 70},message:"must be <= 70",schema:70,parentSchema:schema11.properties.birthHeight,data:data18};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data18 < 20 || isNaN(data18)){
const err34 = {instancePath:instancePath+"/birthHeight",schemaPath:"#/properties/birthHeight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 20},message:"must be >= 20",schema:20,parentSchema:schema11.properties.birthHeight,data:data18};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data.cried !== undefined){
let data19 = data.cried;
if(typeof data19 !== "boolean"){
const err35 = {instancePath:instancePath+"/cried",schemaPath:"#/properties/cried/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.cried.type,parentSchema:schema11.properties.cried,data:data19};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.cyanosis !== undefined){
let data20 = data.cyanosis;
if(typeof data20 !== "boolean"){
const err36 = {instancePath:instancePath+"/cyanosis",schemaPath:"#/properties/cyanosis/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.cyanosis.type,parentSchema:schema11.properties.cyanosis,data:data20};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.postpartumExperience !== undefined){
let data21 = data.postpartumExperience;
if(typeof data21 === "string"){
if(func3(data21) > 4000){
const err37 = {instancePath:instancePath+"/postpartumExperience",schemaPath:"#/properties/postpartumExperience/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.postpartumExperience,data:data21};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/postpartumExperience",schemaPath:"#/properties/postpartumExperience/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.postpartumExperience.type,parentSchema:schema11.properties.postpartumExperience,data:data21};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.motherBabyHealthPostpartum !== undefined){
let data22 = data.motherBabyHealthPostpartum;
if(typeof data22 === "string"){
if(func3(data22) > 4000){
const err39 = {instancePath:instancePath+"/motherBabyHealthPostpartum",schemaPath:"#/properties/motherBabyHealthPostpartum/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.motherBabyHealthPostpartum,data:data22};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/motherBabyHealthPostpartum",schemaPath:"#/properties/motherBabyHealthPostpartum/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.motherBabyHealthPostpartum.type,parentSchema:schema11.properties.motherBabyHealthPostpartum,data:data22};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.postpartumDepression !== undefined){
let data23 = data.postpartumDepression;
if(typeof data23 === "string"){
if(func3(data23) > 4000){
const err41 = {instancePath:instancePath+"/postpartumDepression",schemaPath:"#/properties/postpartumDepression/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.postpartumDepression,data:data23};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/postpartumDepression",schemaPath:"#/properties/postpartumDepression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.postpartumDepression.type,parentSchema:schema11.properties.postpartumDepression,data:data23};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.firstDaysAtHome !== undefined){
let data24 = data.firstDaysAtHome;
if(typeof data24 === "string"){
if(func3(data24) > 4000){
const err43 = {instancePath:instancePath+"/firstDaysAtHome",schemaPath:"#/properties/firstDaysAtHome/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.firstDaysAtHome,data:data24};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/firstDaysAtHome",schemaPath:"#/properties/firstDaysAtHome/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.firstDaysAtHome.type,parentSchema:schema11.properties.firstDaysAtHome,data:data24};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.observations !== undefined){
let data25 = data.observations;
if(typeof data25 === "string"){
if(func3(data25) > 4000){
const err45 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.observations,data:data25};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.observations.type,parentSchema:schema11.properties.observations,data:data25};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export default exports
